import { describe, expect, it } from 'vitest';
import { fileUrl, resizedUrl } from '../src/index.ts';

describe('file URLs', () => {
  it('names one size of a stored file', () => {
    expect(fileUrl(12)).toBe('/files/12/original');
    expect(fileUrl(12, 'thumb')).toBe('/files/12/thumb');
  });

  it('resizes stored files and leaves other addresses alone', () => {
    expect(resizedUrl('/files/12/large', 'thumb')).toBe('/files/12/thumb');
    expect(resizedUrl('https://cdn.example.com/a.jpg', 'thumb')).toBe('https://cdn.example.com/a.jpg');
    expect(resizedUrl('/files/12/huge', 'thumb')).toBe('/files/12/huge');
  });

  it('keeps the signature of a private file when resizing', () => {
    expect(resizedUrl('/files/12/original?exp=1800000000&sig=abc_-1', 'thumb')).toBe(
      '/files/12/thumb?exp=1800000000&sig=abc_-1',
    );
  });
});

import { useMutation } from '@tanstack/react-query';
import { adminCallMeta, type ErasePersonRequest } from '@laurel/contract';
import { saveBlob } from '../../../lib/open-file.ts';
import { request, requestFileWithName } from '../../../lib/request/index.ts';
import { usePersonChanged } from './people.ts';

/**
 * GET /admin/people/export, saved as `person-<id>.json` (the document, without the envelope);
 * resolves the file's name. A refusal is shown beside the buttons.
 */
export function useExportPerson(id: number) {
  return useMutation({
    mutationFn: async () => {
      const document = await request(adminCallMeta.exportPerson, { query: { id } }, { shownInline: 'all' });
      const file = `person-${id}.json`;
      saveBlob(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }), file);
      return file;
    },
  });
}

/** GET /admin/people/exportFiles: the zip streamed in and saved under the server's name. */
export function useExportPersonFiles(id: number) {
  return useMutation({
    mutationFn: async () => {
      const file = await requestFileWithName(adminCallMeta.exportPersonFiles, { query: { id } }, { shownInline: 'all' });
      const name = file.filename ?? `person-${id}-files.zip`;
      saveBlob(file.blob, name);
      return name;
    },
  });
}

/** POST /admin/people/erase: answers the person as erased, which replaces the page's copy. */
export function useErasePerson() {
  const changed = usePersonChanged();
  return useMutation({
    mutationFn: (body: ErasePersonRequest) => request(adminCallMeta.erasePerson, { body }, { shownInline: 'all' }),
    onSuccess: changed,
  });
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadedFile, UploadKind } from '@laurel/contract';
import { UploadError, uploadFile, type UploadHandle } from '../api/upload-file.ts';

/**
 * The files of one upload field (the images, or the PDF): each uploads on its own with its own
 * progress. A file that fails leaves the list (it is not part of the entry, and must not count
 * towards its images) for `failed`, with the file kept when sending it again may work. Done items
 * keep the order the entrant chose; the first image is the cover.
 */

export type UploadStatus = 'uploading' | 'done';

export interface UploadItem {
  key: string;
  name: string;
  status: UploadStatus;
  percent: number;
  /** Kept while not stored yet. */
  file?: File;
  /** Once stored. */
  stored?: StoredFile;
}

/** An upload the server refused or that could not be sent. */
export interface FailedUpload {
  key: string;
  name: string;
  error: string;
  /** Present when a retry may work (a lost connection, a busy server), not for a refused file. */
  file?: File;
}

export interface StoredFile {
  fileId: number;
  url: string;
  thumbUrl: string;
  width: number | null;
  height: number | null;
  bytes?: number;
  name?: string;
}

export interface UploadEvents {
  onStart?: (item: UploadItem) => void;
  onDone?: (item: UploadItem) => void;
  onFail?: (item: UploadItem, error: string) => void;
}

let counter = 0;
const nextKey = () => `upload-${Date.now().toString(36)}-${(counter += 1)}`;

export const storedItem = (stored: StoredFile): UploadItem => ({
  key: `stored-${stored.fileId}`,
  name: stored.name ?? '',
  status: 'done',
  percent: 100,
  stored,
});

const fromUpload = (file: UploadedFile): StoredFile => ({
  fileId: file.fileId,
  url: file.url,
  thumbUrl: file.thumbUrl,
  width: file.width,
  height: file.height,
  bytes: file.bytes,
  name: file.name,
});

export function useUploads(kind: UploadKind, initial: UploadItem[], events: UploadEvents = {}) {
  const [items, setItems] = useState<UploadItem[]>(initial);
  const [failed, setFailed] = useState<FailedUpload[]>([]);
  const handles = useRef(new Map<string, UploadHandle>());
  const eventsRef = useRef(events);
  eventsRef.current = events;

  // Leaving the page ends uploads that have not finished; their rows would be lost anyway.
  useEffect(() => {
    const running = handles.current;
    return () => {
      for (const handle of running.values()) handle.abort();
      running.clear();
    };
  }, []);

  const update = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(
    (item: UploadItem) => {
      if (!item.file) return;
      const handle = uploadFile(item.file, kind, (percent) => update(item.key, { percent }));
      handles.current.set(item.key, handle);
      eventsRef.current.onStart?.(item);
      handle.promise.then(
        (uploaded) => {
          handles.current.delete(item.key);
          const stored = fromUpload(uploaded);
          const done: UploadItem = { key: item.key, name: item.name, status: 'done', percent: 100, stored };
          update(item.key, { status: 'done', percent: 100, stored, file: undefined });
          eventsRef.current.onDone?.(done);
        },
        (error: unknown) => {
          handles.current.delete(item.key);
          const text = error instanceof Error ? error.message : String(error);
          if (text === 'aborted') return;
          const retryable = error instanceof UploadError && error.retryable;
          setItems((list) => list.filter((i) => i.key !== item.key));
          setFailed((list) => [...list, { key: item.key, name: item.name, error: text, ...(retryable ? { file: item.file } : {}) }]);
          eventsRef.current.onFail?.(item, text);
        },
      );
    },
    [kind, update],
  );

  /** Adds and starts uploading `files` (already checked by the caller). */
  const add = useCallback(
    (files: File[], replace = false) => {
      const added = files.map<UploadItem>((file) => ({
        key: nextKey(),
        name: file.name,
        status: 'uploading',
        percent: 0,
        file,
      }));
      if (replace) {
        for (const handle of handles.current.values()) handle.abort();
        handles.current.clear();
        setFailed([]);
      }
      setItems((list) => (replace ? added : [...list, ...added]));
      for (const item of added) start(item);
    },
    [start],
  );

  /** Forgets failures: all of them, or the one of `key`. */
  const dismiss = useCallback((key?: string) => {
    setFailed((list) => (key === undefined ? [] : list.filter((f) => f.key !== key)));
  }, []);

  const remove = useCallback((key: string) => {
    handles.current.get(key)?.abort();
    handles.current.delete(key);
    setItems((list) => list.filter((item) => item.key !== key));
  }, []);

  /** Moves an item to `index` (0 makes it the cover). */
  const moveTo = useCallback((key: string, index: number) => {
    setItems((list) => {
      const from = list.findIndex((item) => item.key === key);
      if (from < 0) return list;
      const to = Math.max(0, Math.min(list.length - 1, index));
      const next = [...list];
      const [moved] = next.splice(from, 1);
      if (moved) next.splice(to, 0, moved);
      return next;
    });
  }, []);

  return { items, setItems, add, remove, moveTo, failed, dismiss };
}

export const storedFiles = (items: UploadItem[]): StoredFile[] =>
  items.flatMap((item) => (item.status === 'done' && item.stored ? [item.stored] : []));

export const isUploading = (items: UploadItem[]): boolean => items.some((item) => item.status === 'uploading');

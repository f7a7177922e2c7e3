import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminCallMeta,
  type AdminContentSlot,
  type ContentImageUse,
  type ContentSlotKey,
  type ReorderContentRequest,
  type SaveContentDraftRequest,
  type SaveMediaReportRequest,
  type UploadedContentImage,
} from '@laurel/contract';
import { buildRequest, request, sendCall } from '../../../lib/request/index.ts';
import { xhrWire } from '../../../lib/request/xhr-transport.ts';

/** The content pages' query keys (under the console's `admin`, apps/web/src/lib/README.md#query-keys). */
export const contentKeys = {
  slots: () => ['admin', 'content', 'slots'] as const,
  slot: (slot: ContentSlotKey) => ['admin', 'content', 'slot', slot] as const,
  media: () => ['admin', 'content', 'media'] as const,
};

/** GET /admin/content/slots: every slot with its state in each language. */
export function useContentSlots() {
  return useQuery({
    queryKey: contentKeys.slots(),
    queryFn: ({ signal }) => request(adminCallMeta.listContentSlots, {}, { signal, shownInline: 'all' }),
  });
}

/** GET /admin/content/slot: one slot's blocks in both languages, live and draft. */
export function useContentSlot(slot: ContentSlotKey | null) {
  return useQuery({
    queryKey: contentKeys.slot(slot ?? 'banner:home'),
    queryFn: ({ signal }) => request(adminCallMeta.getContentSlot, { query: { slot: slot! } }, { signal, shownInline: 'all' }),
    enabled: slot !== null,
  });
}

/** Every change answers with the slot as it now is: it becomes the cached one, and the list's states are read again. */
function useSlotChange<V>(send: (v: V) => Promise<AdminContentSlot>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (slot) => {
      queryClient.setQueryData(contentKeys.slot(slot.slot), slot);
      void queryClient.invalidateQueries({ queryKey: contentKeys.slots() });
    },
  });
}

export const useSaveContentDraft = () =>
  useSlotChange((body: SaveContentDraftRequest) => request(adminCallMeta.saveContentDraft, { body }, { shownInline: 'all' }));
export const usePublishContent = () =>
  useSlotChange((id: number) => request(adminCallMeta.publishContent, { body: { id } }, { shownInline: 'all' }));
export const useUnpublishContent = () =>
  useSlotChange((id: number) => request(adminCallMeta.unpublishContent, { body: { id } }, { shownInline: 'all' }));
export const useDeleteContentBlock = () =>
  useSlotChange((id: number) => request(adminCallMeta.deleteContentBlock, { body: { id } }, { shownInline: 'all' }));
export const useReorderContent = () =>
  useSlotChange((body: ReorderContentRequest) => request(adminCallMeta.reorderContent, { body }, { shownInline: 'all' }));

/** GET /admin/mediaReports: every report, newest first. */
export function useAdminMediaReports() {
  return useQuery({
    queryKey: contentKeys.media(),
    queryFn: ({ signal }) => request(adminCallMeta.listAdminMediaReports, {}, { signal, shownInline: 'all' }),
  });
}

export function useSaveMediaReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveMediaReportRequest) => request(adminCallMeta.saveMediaReport, { body }, { shownInline: 'all' }),
    onSuccess: (reports) => queryClient.setQueryData(contentKeys.media(), reports),
  });
}

export function useDeleteMediaReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(adminCallMeta.deleteMediaReport, { body: { id } }, { shownInline: 'all' }),
    onSuccess: (reports) => queryClient.setQueryData(contentKeys.media(), reports),
  });
}

/**
 * POST /admin/content/uploadImage: one image for the site, multipart (`kind` and `use` before `file`), with
 * its progress; answers the public address to store.
 */
export function useUploadContentImage(use: ContentImageUse) {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) => {
      const build = () => {
        const { url, init } = buildRequest(adminCallMeta.uploadContentImage, {}, { timeoutMs: 0 });
        const body = new FormData();
        body.append('kind', 'image');
        body.append('use', use);
        body.append('file', file, file.name);
        return { url, init: { ...init, body } };
      };
      const wire = xhrWire((sent, total) => {
        if (total > 0) onProgress?.(Math.round((sent / total) * 100));
      });
      return sendCall<UploadedContentImage>(wire, build, { shownInline: 'all' });
    },
  });
}

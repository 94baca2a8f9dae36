import { type Attachment, type AttachmentOwner, endpoints } from '@bilan/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { fileToBase64 } from '../../../lib/file-base64.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

export const attachmentsRootKey = ['attachments'] as const;
const ownerKey = (owner: AttachmentOwner) => [...attachmentsRootKey, owner.documentId ?? '', owner.paymentId ?? ''];

/** GET …/attachments?documentId= or ?paymentId=: the files of one document or payment. */
export function useAttachments(companyId: string | null, owner: AttachmentOwner) {
  return useQuery({
    queryKey: ownerKey(owner),
    queryFn: () => api.call(endpoints.attachments, { params: { companyId: companyId ?? '' }, query: owner }),
    enabled: Boolean(companyId && (owner.documentId || owner.paymentId)),
  });
}

/** POST …/attachments: the file is sent as base64; the API tells its kind by its content. */
export function useUploadAttachment(companyId: string | null, owner: AttachmentOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<Attachment> =>
      api.call(endpoints.createAttachment, {
        params: { companyId: companyId ?? '' },
        body: { ...owner, fileName: file.name, content: await fileToBase64(file) },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerKey(owner) }),
  });
}

export function useDeleteAttachment(companyId: string | null, owner: AttachmentOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attachmentId: string) =>
      api.call(endpoints.deleteAttachment, { params: { companyId: companyId ?? '', attachmentId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerKey(owner) }),
  });
}

export function useDownloadAttachment(companyId: string | null) {
  return useMutation({
    mutationFn: async (attachment: Attachment) => {
      const blob = await api.call(
        endpoints.attachmentContent,
        { params: { companyId: companyId ?? '', attachmentId: attachment.id } },
        { responseType: 'blob' },
      );
      saveBlob(blob, attachment.fileName);
    },
  });
}

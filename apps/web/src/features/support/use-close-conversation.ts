import { useSupportPost } from './use-support-post';

/** `POST /api/support/conversations/{id}/close` */
export const useCloseConversation = () =>
  useSupportPost((id: string) => ({ path: `/support/conversations/${id}/close` }));

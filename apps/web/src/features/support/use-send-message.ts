import { useSupportPost } from './use-support-post';

/** `POST /api/support/conversations/{id}/messages` */
export const useSendMessage = () =>
  useSupportPost((v: { id: string; body: string }) => ({
    path: `/support/conversations/${v.id}/messages`,
    json: { body: v.body },
  }));

import { useSupportPost } from './use-support-post';

/** `POST /api/consultant/conversations`: to the member's consultant, in their open conversation. */
export const useTalkToConsultant = () =>
  useSupportPost((message: string) => ({ path: '/consultant/conversations', json: { message } }));

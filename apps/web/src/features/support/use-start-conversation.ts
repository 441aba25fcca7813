import type { CreateConversationRequest } from '@faza/shared';
import { useSupportPost } from './use-support-post';

/** `POST /api/support/conversations`: a topic, the first message and what it is about. */
export const useStartConversation = () =>
  useSupportPost((body: CreateConversationRequest) => ({
    path: '/support/conversations',
    json: body,
  }));

// Support conversations and the Premium Plus consultant, for other features: the premium page
// names the member's consultant; the staff console shows threads the same way.
export { MessageThread } from './message-thread';
export { AttachmentChip } from './attachment-chip';
export { useMyConsultant } from './use-my-consultant';

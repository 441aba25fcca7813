import { isStaff, type AuthUser } from '@faza/shared';

// Apart from the session store, which is on every page's first load: the shared rule's module
// (with the whole permission table) then loads only with the pages that ask.

/** Whether the signed-in user is staff (the shared rule, `isStaff`). */
export const isStaffUser = (user: AuthUser | null) => user !== null && isStaff(user.role);

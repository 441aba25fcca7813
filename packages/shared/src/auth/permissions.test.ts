import { describe, expect, it } from 'vitest';
import { ROLES } from '../rules/subscription';
import { hasPermission, isStaff, PERMISSIONS, ROLE_PERMISSIONS } from './permissions';

describe('role permissions', () => {
  it('gives a user no staff permission', () => {
    for (const p of PERMISSIONS) expect(hasPermission('user', p)).toBe(false);
  });

  it('lets a moderator confirm payments and run deliveries, but not edit the catalogue or roles', () => {
    expect(hasPermission('moderator', 'orders:confirm')).toBe(true);
    expect(hasPermission('moderator', 'deliveries:run')).toBe(true);
    expect(hasPermission('moderator', 'orders:view')).toBe(true);
    expect(hasPermission('moderator', 'catalogue:edit')).toBe(false);
    expect(hasPermission('moderator', 'roles:change')).toBe(false);
    expect(hasPermission('moderator', 'pantry:adjust')).toBe(false);
  });

  it('lets a moderator read and answer support, but only an admin choose consultants', () => {
    expect(hasPermission('moderator', 'support:view')).toBe(true);
    expect(hasPermission('moderator', 'support:reply')).toBe(true);
    expect(hasPermission('moderator', 'consultants:assign')).toBe(false);
    expect(hasPermission('admin', 'consultants:assign')).toBe(true);
  });

  it('lets staff, and only staff, see and cancel food circles', () => {
    expect(hasPermission('moderator', 'circles:manage')).toBe(true);
    expect(hasPermission('admin', 'circles:manage')).toBe(true);
    expect(hasPermission('user', 'circles:manage')).toBe(false);
  });

  it('gives an admin every permission', () => {
    for (const p of PERMISSIONS) expect(hasPermission('admin', p)).toBe(true);
  });

  it('answers false for a signed-out visitor', () => {
    expect(hasPermission(null, 'orders:view')).toBe(false);
  });

  it('has a row for every role, naming only known permissions', () => {
    expect(Object.keys(ROLE_PERMISSIONS).sort()).toEqual([...ROLES].sort());
    for (const perms of Object.values(ROLE_PERMISSIONS))
      for (const p of perms) expect(PERMISSIONS).toContain(p);
  });
});

describe('isStaff', () => {
  it('is admin and moderator, not user', () => {
    expect(ROLES.filter(isStaff)).toEqual(['admin', 'moderator']);
  });
});

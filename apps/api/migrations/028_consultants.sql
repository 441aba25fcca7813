-- The Premium Plus food consultant (docs/decisions/0039-support-and-consultant.md).

-- Staff an admin marked as food consultants. Unmarking keeps their members until an admin moves
-- them, but no new member is given to them.
create table consultants (
  user_id uuid primary key references users(id) on delete cascade,
  active boolean not null default true,
  created_at timestamptz not null default now()
);

-- One consultant per member. `consent`: the member's switch; with it on the consultant sees the
-- member's pantry summary (and the plan and insights when those exist). A new consultant starts
-- with it off: the member agreed to share with a person, not with whoever comes next.
create table consultant_assignments (
  member_id uuid primary key references users(id) on delete cascade,
  consultant_id uuid not null references users(id) on delete cascade,
  consent boolean not null default false,
  assigned_at timestamptz not null default now(),
  consent_changed_at timestamptz
);
create index consultant_assignments_consultant_idx on consultant_assignments (consultant_id);

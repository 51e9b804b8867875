-- Figures the sources give as text rather than as one number or date: a scholarship's usual
-- deadline month ("January or February"), its amount ("1400 per month") and grade requirement
-- ("85% in Thanaweya Amma"); a programme's deadline ("end of July (winter intake)"). Shown as
-- published. edited_by_admin marks records an administrator changed: a re-seed never touches them.
alter table scholarships
  add column deadline_month text,
  add column amount_text text,
  add column gpa_requirement text,
  add column edited_by_admin boolean not null default false;

alter table programs
  add column application_deadline_text text,
  add column edited_by_admin boolean not null default false;

-- An express order skips the design stage (the spec: "skip design"): once paid, staff check its
-- roster and logo and put it straight into production, as its confirmation page and e-mail say.
-- Staff may still take it into design first, where a logo needs a mockup the team approves.
insert into public.status_transitions (kind, from_status, to_status, actor, requirement)
values ('express', 'received', 'in_production', 'staff', null);

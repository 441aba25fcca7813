-- Each zone's centre (docs/decisions/0057): where the tracking map points and what the
-- customer's ETA is measured to. A zone without one shows the rider's position without an ETA.
alter table delivery_zones
  add column centre_lat double precision check (centre_lat between -90 and 90),
  add column centre_lng double precision check (centre_lng between -180 and 180),
  add constraint delivery_zones_centre_both check ((centre_lat is null) = (centre_lng is null));

update delivery_zones z set centre_lat = c.lat, centre_lng = c.lng
from (values
  ('lagos-ikeja', 6.6018, 3.3515),
  ('lagos-surulere', 6.5000, 3.3500),
  ('lagos-yaba', 6.5095, 3.3711),
  ('lagos-lagos-island', 6.4549, 3.3947),
  ('lagos-victoria-island', 6.4281, 3.4219),
  ('lagos-lekki-phase-1', 6.4474, 3.4723),
  ('lagos-ajah', 6.4698, 3.5852),
  ('lagos-ikorodu', 6.6194, 3.5105),
  ('lagos-festac', 6.4664, 3.2836),
  ('lagos-maryland', 6.5712, 3.3672),
  ('lagos-gbagada', 6.5536, 3.3886),
  ('lagos-apapa', 6.4489, 3.3590)
) as c(id, lat, lng)
where z.id = c.id;

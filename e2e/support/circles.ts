import postgres from 'postgres';
import type { APIRequestContext } from 'playwright-core';
import { testServer } from './test-server';

/**
 * Time passing for a circle: its whole schedule moves back so its delivery date was yesterday
 * (Lagos), then the circles job is queued, which the server's own worker runs as its hourly
 * schedule would (docs/decisions/0043-food-circles.md).
 */
export async function passCircleDeliveryDate(circleId: string): Promise<void> {
  const sql = postgres(testServer().databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql`
      update circles
         set start_date = start_date - (delivery_date - ((now() at time zone 'Africa/Lagos')::date - 1)),
             delivery_date = (now() at time zone 'Africa/Lagos')::date - 1
       where id = ${circleId} returning id`;
    if (rows.length !== 1) throw new Error(`no circle ${circleId}`);
    await sql`select graphile_worker.add_job('circles_run')`;
  } finally {
    await sql.end();
  }
}

/** `POST /api/circles` through the API, as the create flow does (for journeys not about creating). */
export async function createCircleThroughApi(
  request: APIRequestContext,
  body: Record<string, unknown>,
): Promise<{ id: string; name: string }> {
  const res = await request.post(`${testServer().baseUrl}/api/circles`, { data: body });
  if (res.status() !== 201) throw new Error(`circle failed: ${res.status()} ${await res.text()}`);
  return (await res.json()).data.circle as { id: string; name: string };
}

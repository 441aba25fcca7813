import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from 'playwright-core';
import { testServer } from './test-server';

/** A bank-transfer order placed through the API, as the cart would: its id and invoice number. */
export async function placeBankOrder(
  request: APIRequestContext,
  items: { name: string; 'quantity-type': string; quantity: number }[],
): Promise<{ id: string; invoiceId: string }> {
  const res = await request.post(`${testServer().baseUrl}/api/shop/buy`, {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { items, bundles: [], 'payment-method': 'bank_transfer' },
  });
  if (res.status() !== 201) throw new Error(`buy failed: ${res.status()} ${await res.text()}`);
  const data = (await res.json()).data;
  return { id: data.id, invoiceId: data.invoiceId };
}

/** `POST /api/pantry/consume` for one lot, as the Request Delivery dialog would. */
export async function requestDelivery(
  request: APIRequestContext,
  lotId: string,
  quantity: number,
): Promise<string> {
  const res = await request.post(`${testServer().baseUrl}/api/pantry/consume`, {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      items: [{ 'lot-id': lotId, quantity }],
      address: { street: '3 Allen Avenue', area: 'Ikeja', city: 'Lagos', state: 'Lagos' },
      phone: '08031234567',
    },
  });
  if (res.status() !== 201) throw new Error(`consume failed: ${res.status()} ${await res.text()}`);
  return (await res.json()).data.id as string;
}

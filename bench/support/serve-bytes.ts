// The bare server of bench/catalogue.ts, in a process of its own as the app has: one Fastify
// route sending a recorded answer, nothing else. Prints its port once listening.
//
//   node --import tsx bench/support/serve-bytes.ts <answer.json> <url path>
//
// answer.json: { "headers": { name: value }, "body": "<base64>" }. GET <url path> sends those
// headers and body (the very bytes the app sends); GET /body-only<url path> sends the body with
// its content type alone (what a bare route that knows nothing of caching or security sends).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [file, urlPath] = process.argv.slice(2);
if (!file || !urlPath) {
  console.error('usage: serve-bytes.ts <answer.json> <url path>');
  process.exit(2);
}
const answer = JSON.parse(readFileSync(file, 'utf8')) as {
  headers: Record<string, string>;
  body: string;
};
const body = Buffer.from(answer.body, 'base64');
const contentType = answer.headers['content-type']!;
const bare = Fastify();
bare.get(urlPath, (_req, reply) => {
  void reply.headers(answer.headers).send(body);
});
bare.get(`/body-only${urlPath}`, (_req, reply) => {
  void reply.type(contentType).send(body);
});
const address = await bare.listen({ host: '127.0.0.1', port: 0 });
console.log(`listening ${new URL(address).port}`);
process.once('SIGTERM', () => void bare.close().then(() => process.exit(0)));

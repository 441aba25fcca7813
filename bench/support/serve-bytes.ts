// The bare server of bench/catalogue.ts, in a process of its own as the app has: a Fastify route
// sending the bytes of one file with one content type, nothing else. Prints its port once listening.
//
//   node --import tsx bench/support/serve-bytes.ts <file> <url path> <content type>
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [file, urlPath, contentType] = process.argv.slice(2);
if (!file || !urlPath || !contentType) {
  console.error('usage: serve-bytes.ts <file> <url path> <content type>');
  process.exit(2);
}
const body = readFileSync(file);
const bare = Fastify();
bare.get(urlPath, (_req, reply) => {
  void reply.type(contentType).send(body);
});
const address = await bare.listen({ host: '127.0.0.1', port: 0 });
console.log(`listening ${new URL(address).port}`);
process.once('SIGTERM', () => void bare.close().then(() => process.exit(0)));

// `npm run dev`: the API restarts on change (node --watch) and Vite serves the web app with hot
// module replacement, proxying /api to the API. Open http://localhost:5173.
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '3000';
const children = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'apps/api/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', PORT: apiPort },
  }),
  spawn('npx', ['vite', '--port', '5173'], {
    cwd: 'apps/web',
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);

// `pnpm start`: the demo API, the portal and the widget playground, together.
import { spawn } from 'node:child_process';

const services = [['demo-api', ['--filter', '@sakhli/demo-api', 'start']]];

const children = services.map(([name, args]) => {
  const child = spawn('pnpm', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (line) => `[${name}] ${line}`;
  child.stdout.on('data', (d) =>
    process.stdout.write(d.toString().split('\n').filter(Boolean).map(prefix).join('\n') + '\n'),
  );
  child.stderr.on('data', (d) =>
    process.stderr.write(d.toString().split('\n').filter(Boolean).map(prefix).join('\n') + '\n'),
  );
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    for (const other of children) other.kill();
    process.exit(code ?? 1);
  });
  return child;
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => children.forEach((c) => c.kill(signal)));

import fs from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_ARGS } from './serverCommand';

describe('the server command', () => {
  it('is the one npm start runs, so benchmarks and hostile tests measure what production runs', () => {
    const pkg = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start.endsWith(`&& node ${SERVER_NODE_ARGS.join(' ')}`)).toBe(true);
  });
});

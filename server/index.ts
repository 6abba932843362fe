import http from 'node:http';
import { createApp } from './app';
import { loadConfig } from './platform/config';
import { limitConnections, serverOptions } from './platform/http/connectionLimits';
import { answerClientErrors } from './platform/lib/clientErrors';

// One Node process serves the built site and the API on PORT (default 3000). Several such
// processes can run side by side on one PostgreSQL database (DATABASE_URL) behind a load balancer.
async function main() {
  const config = loadConfig();
  const { app, context, close } = await createApp({ config, background: true, serveSite: true, mailThread: true });

  // Timeouts and per-client connection caps against clients that trickle their requests.
  const server = http.createServer(serverOptions(config.connections), app);
  limitConnections(server, config.connections);
  server.listen(config.port, () => {
    const mailTarget = config.smtpUrl ? 'SMTP' : `.eml files in ${config.outboxDir}`;
    console.log(
      `Site and API on http://localhost:${config.port} (data: ${context.store.description}; mail: ${mailTarget})`,
    );
  });

  answerClientErrors(server);

  let exiting = false;
  /** Lets the mail under way finish and closes the database, then ends the process. */
  const exit = () => {
    if (exiting) return;
    exiting = true;
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Could not close the database cleanly', error);
        process.exit(1);
      },
    );
  };

  const shutdown = () => {
    server.close(exit);
    // Do not wait forever for keep-alive connections.
    setTimeout(exit, 5000).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error('The server could not start', error);
  process.exit(1);
});

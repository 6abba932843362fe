import { createApp } from './app';
import { loadConfig } from './config';

// One Node process serves the built site and the API on PORT (default 3000).
const config = loadConfig();
const { app, context, close } = createApp({ config, watchDb: true, serveSite: true });

const server = app.listen(config.port, () => {
  const mailTarget = config.smtpUrl ? 'SMTP' : `.eml files in ${config.outboxDir}`;
  console.log(`Site and API on http://localhost:${config.port} (data: ${config.dbFile}; mail: ${mailTarget})`);
});

/** Writes what was waiting to be written (a mail's outcome), then ends the process. */
const exit = () => {
  try {
    close();
  } catch (error) {
    console.error('Could not write the data file', error);
  }
  process.exit(0);
};

const shutdown = () => {
  server.close(() => {
    void context.mail.idle().finally(exit);
  });
  // Do not wait forever for keep-alive connections.
  setTimeout(exit, 5000).unref();
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

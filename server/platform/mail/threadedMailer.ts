import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Mailer, MailerOptions, OutgoingMail } from './mailer';

export type ThreadRequest = { id: number; message: OutgoingMail; messageId: string };
export type ThreadReply = { id: number; ok: true; messageId: string } | { id: number; ok: false; error: string };

/**
 * A Mailer that sends from a worker thread (`mailThread.ts`). Composing a message costs about a
 * millisecond of CPU and writing an .eml file another; done on the main thread, under load that
 * is time every request waits behind. The thread is started on the first send and again after it
 * dies (the sends it had are failed, and the outbox retries them).
 */
export function createThreadedMailer(options: Omit<MailerOptions, 'clock'>): Mailer {
  const pending = new Map<
    number,
    { resolve: (value: { messageId: string }) => void; reject: (error: Error) => void }
  >();
  let nextId = 0;
  let worker: Worker | undefined;

  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };

  const thread = () => {
    if (worker) return worker;
    // The thread runs the TypeScript sources through tsx like the server (a worker inherits the
    // server's execArgv; under jest it is given the hook here).
    const execArgv = process.execArgv.some((arg) => arg.includes('tsx'))
      ? undefined
      : ['--require', require.resolve('tsx/cjs')];
    const started = new Worker(path.join(__dirname, 'mailThread.ts'), { workerData: options, execArgv });
    started.on('message', (reply: ThreadReply) => {
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (reply.ok) waiting?.resolve({ messageId: reply.messageId });
      else waiting?.reject(new Error(reply.error));
    });
    started.on('error', (error) => failAll(error));
    started.on('exit', (code) => {
      if (worker === started) worker = undefined;
      failAll(new Error(`The mail thread stopped (exit code ${code})`));
    });
    worker = started;
    return started;
  };

  return {
    send(message, { messageId }) {
      return new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        thread().postMessage({ id, message, messageId } satisfies ThreadRequest);
      });
    },
    async close() {
      const running = worker;
      worker = undefined;
      if (running) await running.terminate();
    },
  };
}

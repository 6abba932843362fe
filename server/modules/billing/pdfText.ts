import { execFile } from 'node:child_process';

/*
 * A PDF's text as a real extractor reads it (pdf.js, through pdf-parse): the tests' check of a
 * printed document. It runs in a node process of its own: pdf.js loads its worker as an ES
 * module, which jest's CommonJS runtime cannot import.
 */
const EXTRACT = `
const { PDFParse } = require('pdf-parse');
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  const result = await parser.getText();
  await parser.destroy();
  process.stdout.write(JSON.stringify({ text: result.text, pages: result.total }));
});`;

export function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['-e', EXTRACT],
      { cwd: __dirname, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`PDF text extraction failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as { text: string; pages: number });
      },
    );
    child.stdin!.end(pdf);
  });
}

// The parts of structured-data-testing-tool (no type definitions of its own) the e2e checks use.
declare module 'structured-data-testing-tool' {
  export interface SdttTest {
    test: string;
    type?: string;
    description?: string;
    group?: string;
    error?: { message?: string };
  }
  export interface SdttResult {
    passed: SdttTest[];
    failed: SdttTest[];
    warnings: SdttTest[];
    schemas: string[];
  }
  export function structuredDataTest(
    input: string | Buffer,
    options?: { presets?: unknown[]; schemas?: string[] },
  ): Promise<SdttResult>;
}
declare module 'structured-data-testing-tool/presets' {
  export const Google: unknown;
  export const Twitter: unknown;
  export const Facebook: unknown;
}

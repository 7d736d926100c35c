/** The part of addons-linter's Node API that scripts/lint-firefox.ts uses (the package ships no types). */
declare module 'addons-linter' {
  export interface LinterMessage {
    code: string;
    message: string;
    description: string | string[];
    file?: string;
    line?: number;
  }
  export interface LinterResult {
    errors: LinterMessage[];
    warnings: LinterMessage[];
    notices: LinterMessage[];
  }
  export function createInstance(options: {
    config: Record<string, unknown>;
    runAsBinary: boolean;
  }): { run(): Promise<LinterResult> };
}

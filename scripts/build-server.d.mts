export declare const serverOutDir: string;
export declare const serverEntry: string;
export declare const backupEntry: string;
export declare const restoreEntry: string;
export declare const runtimeOnlyDependencies: Record<string, string>;
export declare function serverBuildIsStale(): boolean;
export declare function dependencyProblems(
  importedSpecifiers: readonly string[],
  dependencies: Record<string, string>,
): string[];
export declare function buildServer(options?: { outDir?: string }): Promise<{ imports: string[] }>;
export declare function buildServerIfStale(): Promise<boolean>;

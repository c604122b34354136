// Types for sandbox-records.mjs (the shell server's tests, shell/server/, use them).
export declare const storeRecord: (fields: Record<string, unknown>) => Record<string, unknown>;
export declare const templateRecord: (id: string | undefined) => { _id: string | undefined; styles: { colors: object } };
export declare const policyRecord: (storeId: string | undefined) => { storeId: string | undefined };
export declare const storesPage: (docs: unknown[]) => Record<string, unknown> & { docs: unknown[] };

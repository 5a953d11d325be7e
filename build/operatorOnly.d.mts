export declare const OPERATOR_ONLY: readonly string[];
export declare const ROUTE_TABLES: readonly string[];
export declare const isOperatorOnly: (source: string) => boolean;

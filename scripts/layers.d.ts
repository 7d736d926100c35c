/** The types of ./layers.js, which eslint.config.js imports as plain JavaScript. */
export declare const LOWER: readonly string[];
export declare const MIDDLE: readonly string[];
export declare const FEATURES: readonly string[];
export declare const FEATURE_IMPORTS: Readonly<Record<string, readonly string[]>>;
export declare const LOWER_ORDER: readonly string[];

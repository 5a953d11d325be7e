export declare const SAMPLE_TRIP_SHEET: string;

declare module '@20minutes/s3rver' {
  interface S3rverOptions {
    address?: string;
    /** 0: any free port (run() answers which). */
    port?: number;
    silent?: boolean;
    /** Where the server keeps buckets and objects. */
    directory?: string;
    /** Accept requests whose signature it computes differently (the key must still exist). */
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string }[];
  }
  /** A fake S3 server over HTTP, with one account: key `S3RVER`, secret `S3RVER`. */
  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}

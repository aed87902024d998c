/** Devices signed in with a company code: sign-out and device updates. */
export const signedInDevices = { principals: ['device' as const] };

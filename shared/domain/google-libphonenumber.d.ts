// The few parts of google-libphonenumber (devDependency, no bundled types) the phone list test uses.
declare module 'google-libphonenumber' {
  interface PhoneNumberUtil {
    getSupportedRegions(): string[];
  }
  const libphonenumber: { PhoneNumberUtil: { getInstance(): PhoneNumberUtil } };
  export default libphonenumber;
}

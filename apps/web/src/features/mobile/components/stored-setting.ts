/** A setting the field area remembers on this device (spec 3 §2.9 "stored value"). */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(`n5.mobile.${key}`);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string) {
  try {
    window.localStorage.setItem(`n5.mobile.${key}`, value);
  } catch {
    // Private mode or a full storage: the setting is simply not remembered.
  }
}

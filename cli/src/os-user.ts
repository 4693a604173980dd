import { userInfo } from 'node:os';

/**
 * Who makes a change that names no staff account (not a money command): the OS user
 * (os.userInfo().username); where the system has no name for the user (a container without a
 * passwd entry), $USER, else "staff". The name is validated by the service (validateActor).
 */
export function osUser(): string {
  try {
    const name = userInfo().username;
    if (name) return name;
  } catch {
    // no passwd entry for this uid
  }
  return process.env.USER || process.env.LOGNAME || 'staff';
}

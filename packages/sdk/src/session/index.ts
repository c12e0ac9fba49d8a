// The session store of spec §3–§4: state, storage, transitions and the unread poll.
export {
  createSession,
  isSessionPersistent,
  disposeSession,
  onSignInChange,
  sessionStorageKeys,
  SESSION_KEYS,
  DEFAULT_SESSION_PREFIX,
} from './createSession';
export type { Session, SessionState, SessionUser, SessionOptions } from './createSession';
export { memoryStorage, fallbackStorage } from './storage';
export type { KeyValueStorage, FallbackStorage } from './storage';
export {
  applyLogin,
  markVerified,
  setDeviceUuid,
  canVerify,
  isSignedIn,
  logout,
  startResendTimer,
  resendCodeRemaining,
  applyUser,
  LOGIN_CODE,
  DEFAULT_ROUTE,
  LOGIN_ROUTE,
  VERIFICATION_ROUTE,
} from './transitions';
export type { SessionLogin, LoginNext } from './transitions';
export { signOut } from './signOut';
export type { SignOutResult } from './signOut';
export { startUnreadPoll } from './unreadPoll';
export type { UnreadPollOptions } from './unreadPoll';
export { userDataStorage, userDataScope, endUserData, USER_DATA_LIST_KEY } from './userData';
export type { UserDataOptions } from './userData';

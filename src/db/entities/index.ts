import { AccountSchema } from './Account.ts';
import { AccountCodeSchema } from './AccountCode.ts';
import { MailOutboxSchema } from './MailOutbox.ts';

export { Account } from './Account.ts';
export { AccountCode, type CodePurpose } from './AccountCode.ts';
export { MailOutbox } from './MailOutbox.ts';

export const entities = [AccountSchema, AccountCodeSchema, MailOutboxSchema];

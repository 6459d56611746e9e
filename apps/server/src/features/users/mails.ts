import type { Mail } from '../../lib/mailer';

const minutes = 10;

export const signupCodeMail = (to: string, code: string): Mail => ({
  to,
  subject: `Your BookTutor sign-up code: ${code}`,
  text: `Welcome to BookTutor!\n\nYour verification code is ${code}. It expires in ${minutes} minutes.\n\nIf you did not sign up, you can ignore this e-mail.`,
});

export const resetCodeMail = (to: string, code: string): Mail => ({
  to,
  subject: `Your BookTutor password reset code: ${code}`,
  text: `Someone asked to reset the password of your BookTutor account.\n\nYour reset code is ${code}. It expires in ${minutes} minutes.\n\nIf it was not you, ignore this e-mail: your password stays as it is.`,
});

export const emailChangeCodeMail = (to: string, code: string): Mail => ({
  to,
  subject: `Your BookTutor e-mail confirmation code: ${code}`,
  text: `Someone asked to use this address for a BookTutor account.\n\nYour confirmation code is ${code}. It expires in ${minutes} minutes.\n\nIf it was not you, ignore this e-mail: the address is not added to any account without the code.`,
});

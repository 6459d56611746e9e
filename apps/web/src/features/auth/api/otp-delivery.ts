/** What the server says after sending a code (sign-up and password reset alike). */
export interface OtpDelivery {
  message: string;
  developmentMode: boolean;
  /** The real code, only when the server has no mail configured (development mode). */
  devOtp?: string;
  resendAfterSeconds?: number;
}

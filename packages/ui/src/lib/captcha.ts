/** A captcha to show: the image (data URL or URL) and the server's hint for the answer. */
export interface CaptchaImage {
  /** Data URL (e.g. the svg of `/clientCaptcha`) or URL of the image. */
  image: string
  /** Placeholder of the answer input; when absent or empty, `ph_account_verify_code`. */
  placeholder?: string
}

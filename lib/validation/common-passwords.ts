/**
 * The most common passwords of 8 or more characters (from public breach
 * top-lists), lower-cased. A short list is enough to stop the worst choices;
 * the rate limits handle online guessing of everything else.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  "12345678", "123456789", "1234567890", "12345678910", "123123123", "1234512345", "11111111", "111111111",
  "1111111111", "00000000", "000000000", "0000000000", "88888888", "87654321", "987654321", "9876543210",
  "11223344", "12341234", "123321123", "147258369", "159753159", "147852369", "789456123", "123654789",
  "password", "password1", "password12", "password123", "password1234", "password!", "passw0rd", "p@ssw0rd",
  "p@ssword", "pa$$word", "passwort", "motdepasse", "qwertyui", "qwertyuiop", "qwerty123", "qwerty1234",
  "1q2w3e4r", "1q2w3e4r5t", "1qaz2wsx", "1qaz2wsx3edc", "zaq12wsx", "asdfghjk", "asdfghjkl", "zxcvbnm1",
  "abcd1234", "abc12345", "abcdefgh", "aa123456", "a1234567", "iloveyou", "iloveyou1", "sunshine",
  "princess", "football", "baseball", "welcome1", "welcome123", "letmein1", "trustno1", "superman",
  "starwars", "whatever", "jennifer", "michelle", "computer", "internet", "corvette", "mercedes",
  "liverpool", "chelsea1", "arsenal1", "dragon123", "monkey123", "master123", "shadow123", "admin123",
  "admin1234", "administrator", "changeme", "changeme1", "default1", "secret123", "test1234", "testtest",
  "qazwsxedc", "q1w2e3r4", "q1w2e3r4t5", "google123", "samsung1", "charlie1", "michael1", "jordan23",
  "india123", "india@123", "welcome@123", "admin@123", "pass@123", "password@123", "test@123", "abc@1234",
  "Coimbatore", "coimbatore", "coimbatore123", "furniture", "plywood1",
].map((p) => p.toLowerCase()));

// s3rver ships no types; the contract suite uses only its constructor, run and close
declare module "s3rver"

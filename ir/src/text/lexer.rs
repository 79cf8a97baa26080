//! Tokens of the text format. (Filled in with the parser.)

; error: 3:13: expected icmp predicate
define i1 @f(i32 %a) {
  %c = icmp foo i32 %a, 0
  ret i1 %c
}

; error: 9:3: exception handling is reachable here
declare i32 @__gxx_personality_v0(...)

define void @f(i1 %c) personality ptr @__gxx_personality_v0 {
entry:
  br i1 %c, label %lpad, label %done

lpad:
  %lp = landingpad { ptr, i32 } cleanup
  ret void

done:
  ret void
}

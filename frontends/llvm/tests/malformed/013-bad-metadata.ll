; error: 2:15: expected metadata
!0 = !{i32 1, }

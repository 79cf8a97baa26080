//! The MPI routines zyme differentiates by rule, as data: which routine a
//! name is, which arguments are the buffers it reads and writes, and how
//! the implementation's handles look (Open MPI's are addresses of
//! external globals, `&ompi_mpi_double`; MPICH's integer constants).

use crate::{Function, InstData, Module, Type, Value, ValueDef};

/// The routines with rules.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum MpiCall {
    /// `MPI_Allreduce(send, recv, count, type, op, comm)`.
    Allreduce,
    /// `MPI_Reduce(send, recv, count, type, op, root, comm)`.
    Reduce,
    /// `MPI_Bcast(buf, count, type, root, comm)`.
    Bcast,
    /// `MPI_Gather(send, count, type, recv, rcount, rtype, root, comm)`.
    Gather,
    /// `MPI_Scatter(send, count, type, recv, rcount, rtype, root, comm)`.
    Scatter,
    /// `MPI_Allgather(send, count, type, recv, rcount, rtype, comm)`.
    Allgather,
    /// `MPI_Alltoall(send, count, type, recv, rcount, rtype, comm)`.
    Alltoall,
    /// `MPI_Sendrecv(send, count, type, dest, stag, recv, rcount, rtype,
    /// source, rtag, comm, status)`.
    Sendrecv,
    /// `MPI_Send(buf, count, type, dest, tag, comm)`.
    Send,
    /// `MPI_Recv(buf, count, type, source, tag, comm, status)`.
    Recv,
    /// `MPI_Isend(buf, count, type, dest, tag, comm, request)`.
    Isend,
    /// `MPI_Irecv(buf, count, type, source, tag, comm, request)`.
    Irecv,
    /// `MPI_Wait(request, status)`.
    Wait,
    /// `MPI_Waitall(count, requests, statuses)`.
    Waitall,
    /// `MPI_Test(request, flag, status)`.
    Test,
    /// `MPI_Testall(count, requests, flag, statuses)`.
    Testall,
    /// `MPI_Waitany(count, requests, index, status)`.
    Waitany,
    /// `MPI_Testany(count, requests, index, flag, status)`.
    Testany,
    /// `MPI_Waitsome(count, requests, outcount, indices, statuses)`.
    Waitsome,
    /// `MPI_Testsome(count, requests, outcount, indices, statuses)`.
    Testsome,
}

impl MpiCall {
    pub fn of(name: &str) -> Option<MpiCall> {
        Some(match name {
            "MPI_Allreduce" => MpiCall::Allreduce,
            "MPI_Reduce" => MpiCall::Reduce,
            "MPI_Bcast" => MpiCall::Bcast,
            "MPI_Gather" => MpiCall::Gather,
            "MPI_Scatter" => MpiCall::Scatter,
            "MPI_Allgather" => MpiCall::Allgather,
            "MPI_Alltoall" => MpiCall::Alltoall,
            "MPI_Sendrecv" => MpiCall::Sendrecv,
            "MPI_Send" => MpiCall::Send,
            "MPI_Recv" => MpiCall::Recv,
            "MPI_Isend" => MpiCall::Isend,
            "MPI_Irecv" => MpiCall::Irecv,
            "MPI_Wait" => MpiCall::Wait,
            "MPI_Waitall" => MpiCall::Waitall,
            "MPI_Test" => MpiCall::Test,
            "MPI_Testall" => MpiCall::Testall,
            "MPI_Waitany" => MpiCall::Waitany,
            "MPI_Testany" => MpiCall::Testany,
            "MPI_Waitsome" => MpiCall::Waitsome,
            "MPI_Testsome" => MpiCall::Testsome,
            _ => return None,
        })
    }

    /// The buffer it reads (`send`, or the broadcast's buffer at the
    /// root), if any.
    pub fn input(self) -> Option<usize> {
        match self {
            MpiCall::Allreduce
            | MpiCall::Reduce
            | MpiCall::Bcast
            | MpiCall::Send
            | MpiCall::Sendrecv
            | MpiCall::Isend
            | MpiCall::Gather
            | MpiCall::Scatter
            | MpiCall::Allgather
            | MpiCall::Alltoall => Some(0),
            _ => None,
        }
    }

    /// The buffer it writes, if any.
    pub fn output(self) -> Option<usize> {
        match self {
            MpiCall::Allreduce | MpiCall::Reduce => Some(1),
            MpiCall::Bcast | MpiCall::Recv | MpiCall::Irecv => Some(0),
            MpiCall::Gather | MpiCall::Scatter | MpiCall::Allgather | MpiCall::Alltoall => Some(3),
            MpiCall::Sendrecv => Some(5),
            _ => None,
        }
    }

    /// The arguments `count` and `type`.
    pub fn count_and_type(self) -> (usize, usize) {
        match self {
            MpiCall::Allreduce | MpiCall::Reduce => (2, 3),
            _ => (1, 2),
        }
    }

    /// The reduction's operation argument.
    pub fn op(self) -> Option<usize> {
        match self {
            MpiCall::Allreduce | MpiCall::Reduce => Some(4),
            _ => None,
        }
    }

    /// The root, peer (`dest`, `source`) and communicator arguments.
    pub fn root_or_peer(self) -> Option<usize> {
        match self {
            MpiCall::Reduce => Some(5),
            MpiCall::Gather | MpiCall::Scatter => Some(6),
            MpiCall::Bcast | MpiCall::Send | MpiCall::Recv | MpiCall::Isend | MpiCall::Irecv => {
                Some(3)
            }
            _ => None,
        }
    }

    /// The communicator (none for a completion).
    pub fn comm(self) -> Option<usize> {
        match self {
            MpiCall::Allreduce
            | MpiCall::Send
            | MpiCall::Recv
            | MpiCall::Isend
            | MpiCall::Irecv => Some(5),
            MpiCall::Reduce | MpiCall::Allgather | MpiCall::Alltoall => Some(6),
            MpiCall::Gather | MpiCall::Scatter => Some(7),
            MpiCall::Sendrecv => Some(10),
            MpiCall::Bcast => Some(4),
            _ => None,
        }
    }

    /// The request (or, for `MPI_Waitall`, the array of requests).
    pub fn request(self) -> Option<usize> {
        match self {
            MpiCall::Isend | MpiCall::Irecv => Some(6),
            MpiCall::Wait | MpiCall::Test => Some(0),
            MpiCall::Waitall
            | MpiCall::Testall
            | MpiCall::Waitany
            | MpiCall::Testany
            | MpiCall::Waitsome
            | MpiCall::Testsome => Some(1),
            _ => None,
        }
    }

    /// A completion (`MPI_Wait`, `MPI_Test` and their `all`/`any`
    /// forms): completes requests, moves no data.
    pub fn completes(self) -> bool {
        matches!(
            self,
            MpiCall::Wait
                | MpiCall::Waitall
                | MpiCall::Test
                | MpiCall::Testall
                | MpiCall::Waitany
                | MpiCall::Testany
                | MpiCall::Waitsome
                | MpiCall::Testsome
        )
    }

    /// A completion's count of requests (an array of them).
    pub fn count(self) -> Option<usize> {
        match self {
            MpiCall::Waitall
            | MpiCall::Testall
            | MpiCall::Waitany
            | MpiCall::Testany
            | MpiCall::Waitsome
            | MpiCall::Testsome => Some(0),
            _ => None,
        }
    }

    /// Where a receiving call's status goes (its source and tag are read
    /// from there).
    pub fn status(self) -> Option<usize> {
        match self {
            MpiCall::Recv => Some(6),
            MpiCall::Sendrecv => Some(11),
            _ => None,
        }
    }

    /// A receiving call's `source` and `tag` arguments.
    pub fn source_and_tag(self) -> Option<(usize, usize)> {
        match self {
            MpiCall::Recv => Some((3, 4)),
            MpiCall::Sendrecv => Some((8, 9)),
            _ => None,
        }
    }

    /// Where a `some` form says how many requests it completed (its
    /// indices follow in the next argument).
    pub fn outcount(self) -> Option<usize> {
        match self {
            MpiCall::Waitsome | MpiCall::Testsome => Some(2),
            _ => None,
        }
    }

    /// Where a test says whether it completed anything.
    pub fn flag(self) -> Option<usize> {
        match self {
            MpiCall::Test => Some(1),
            MpiCall::Testall => Some(2),
            MpiCall::Testany => Some(3),
            _ => None,
        }
    }

    /// Where an `any` form says which request it completed.
    pub fn index(self) -> Option<usize> {
        match self {
            MpiCall::Waitany | MpiCall::Testany => Some(2),
            _ => None,
        }
    }
}

/// What a handle argument is: the name of the global whose address it is
/// (Open MPI), or its integer value (MPICH).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Handle {
    Global(String),
    Int(u64),
}

/// The handle `v` of `f` is, when it is a constant.
pub fn handle(module: &Module, f: &Function, v: Value) -> Option<Handle> {
    let ValueDef::Result(inst, _) = f.dfg.values[v].def else {
        return None;
    };
    match f.dfg.insts[inst] {
        InstData::GlobalAddr { global } => {
            Some(Handle::Global(module.globals[global].name.clone()))
        }
        InstData::Iconst { imm, .. } => Some(Handle::Int(imm)),
        // `MPI_IN_PLACE` is `(void *) 1`.
        InstData::Cast { arg, .. } => handle(module, f, arg),
        _ => None,
    }
}

/// The float a datatype handle names (`MPI_DOUBLE`, `MPI_FLOAT`).
pub fn float_type(h: &Handle) -> Option<Type> {
    match h {
        Handle::Global(n) if n == "ompi_mpi_double" => Some(Type::F64),
        Handle::Global(n) if n == "ompi_mpi_float" => Some(Type::F32),
        Handle::Int(0x4c00_080b) => Some(Type::F64),
        Handle::Int(0x4c00_040a) => Some(Type::F32),
        _ => None,
    }
}

/// Whether an operation handle is `MPI_SUM`.
pub fn is_sum(h: &Handle) -> bool {
    matches!(h, Handle::Global(n) if n == "ompi_mpi_op_sum") || *h == Handle::Int(0x5800_0003)
}

/// `MPI_MAX` (`true`) or `MPI_MIN` (`false`), Open MPI's handles.
pub fn extremum(h: &Handle) -> Option<bool> {
    match h {
        Handle::Global(n) if n == "ompi_mpi_op_max" => Some(true),
        Handle::Global(n) if n == "ompi_mpi_op_min" => Some(false),
        _ => None,
    }
}

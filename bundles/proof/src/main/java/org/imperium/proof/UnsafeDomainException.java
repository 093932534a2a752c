package org.imperium.proof;

import org.imperium.core.UnsupportedException;

/**
 * The invariant domain does not prove the program correct (Def. 3.2 fails, or equivalently an empire built from
 * it breaks Def. 4.7 (safe)): no annotation can be built from it. The message names the bad configuration and a
 * firing sequence that reaches it. The run ends UNKNOWN with that message: an unsafe proof proves nothing.
 */
public class UnsafeDomainException extends UnsupportedException {

    public UnsafeDomainException(String message) {
        super(message);
    }
}
